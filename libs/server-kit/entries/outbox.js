// Run-time entry of @stamp/server-kit/outbox: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/outbox/index.js');
