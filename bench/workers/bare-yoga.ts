/** The yardstick for GraphQL overhead: graphql-yoga's hello world on node:http, nothing else. */
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const yoga = createYoga({ schema: createSchema({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'world' } } }), logging: false });
const server = createServer(yoga);
server.listen(Number(process.argv[2]), '127.0.0.1', () => console.log('ready'));
