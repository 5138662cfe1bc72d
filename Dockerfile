# The site as a small container image: built with Node, then served from nginx (unprivileged,
# port 8080) with the headers of src/hosts/host-headers.ts and 404.html for unknown paths.
#   docker build -t portfolio . && docker run --rm -p 8080:8080 portfolio
# The EmailJS settings are public and go into the pages at build time:
#   docker build --build-arg PUBLIC_EMAILJS_PUBLIC_KEY=... --build-arg PUBLIC_EMAILJS_SERVICE_ID=... \
#     --build-arg PUBLIC_EMAILJS_TEMPLATE_ID=... -t portfolio .
# Under a sub-path, --build-arg BASE_PATH=/name: the site and its headers are served at /name/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
ARG PUBLIC_EMAILJS_PUBLIC_KEY
ARG PUBLIC_EMAILJS_SERVICE_ID
ARG PUBLIC_EMAILJS_TEMPLATE_ID
ARG PUBLIC_EMAILJS_ORIGIN
ARG BASE_PATH
ENV ASTRO_TELEMETRY_DISABLED=1
# The site, then the server block for the paths under BASE_PATH (at the root: the one kept).
RUN npm run build && npm run host-files

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG BASE_PATH
COPY --from=build /app/deploy/nginx.conf /etc/nginx/conf.d/default.conf
# nginx.conf names the paths under BASE_PATH: the files go to the folder they name.
COPY --from=build /app/dist /usr/share/nginx/html${BASE_PATH}
EXPOSE 8080
