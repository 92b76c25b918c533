import pg from 'pg';

const SERVER = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test', connectionTimeoutMillis: 2_000 };

/** Runs one statement on the test server's maintenance database `test` (creating and dropping throw-away databases). */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client(SERVER);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
