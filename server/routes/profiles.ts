import type { RouteModule } from '../context.js';

const routes: RouteModule = () => {};

export default routes;
