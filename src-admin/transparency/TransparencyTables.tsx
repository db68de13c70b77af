import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { TransparencyTable } from '../../shared/transparency';

/** The report's figures as real tables: a caption, column headers and a header cell naming each row. */
export function TransparencyTables({ tables }: { tables: TransparencyTable[] }) {
  return (
    <>
      {tables.map((table) => (
        <TableContainer key={table.id} component="section" aria-labelledby={`${table.id}-caption`}>
          <Table size="small">
            <caption id={`${table.id}-caption`} style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0' }}>
              <Typography variant="h6" component="h2">
                {table.caption}
              </Typography>
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {table.headers[0]}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {table.headers[1]}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell align="right">{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ))}
    </>
  );
}
