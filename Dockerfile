# The simulator in a container, from the single executable (npm run build:exe; docs/container.md).
# Untested in a container: the machines this project is built on run no container runtime. What
# can be tested is: the executable's smoke test (.ci/run) runs this image's command line and its
# HEALTHCHECK's, and npm test runs them with the package's bin (test/validation/cli-container.test.ts).
#
#   docker build -t vendor-api-contracts .
#   docker run --rm -p 127.0.0.1:4010-4014:4010-4014 -e SIMULATOR_CONTROL_TOKEN=choose-one vendor-api-contracts

# The executable, built where Node and the repository's dev dependencies are (binutils: strip).
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends binutils && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:exe

# The executable alone, run by a user that is not root; nothing else is needed (no Node, no curl).
FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin simulator
COPY --from=build /src/executable/vendor-api-contracts /usr/local/bin/vendor-api-contracts
USER simulator
EXPOSE 4010 4011 4012 4013 4014
# Every API's port answers /__health once the simulator listens; `health` asks all five.
HEALTHCHECK --interval=5s --timeout=5s --start-period=10s --retries=3 CMD ["vendor-api-contracts", "health"]
ENTRYPOINT ["vendor-api-contracts"]
# Beyond loopback the control API requires a token: SIMULATOR_CONTROL_TOKEN gives it (else one is made up and printed).
CMD ["serve", "--host", "0.0.0.0"]
