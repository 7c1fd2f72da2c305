# syntax=docker/dockerfile:1
# The deid-stream worker image:   docker build -t registry.example.org/deid/deid-stream:0.1.0 .
#
# Stage `build` makes wheels of the package and its pinned dependencies; the runtime stage
# installs only those wheels (no compiler, no sources, no pip cache; `pip check` must be clean).
# The package carries the CPU model; the whole Triton model repository (with the fp16 GPU file)
# is copied beside it for the GPU tritonserver's init container, and DEID_MODEL__REPOSITORY
# points the worker at it. It runs as uid 10001 and writes nothing outside /tmp, so it works
# with a read-only root filesystem.
# The GPU model server is NVIDIA's tritonserver image serving the same triton_models/
# (docs/operations.md, "Images").
ARG PYTHON_IMAGE=python:3.11-slim-bookworm

FROM ${PYTHON_IMAGE} AS build
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_CACHE_DIR=1
WORKDIR /src
COPY pyproject.toml requirements.lock README.md ./
COPY stream ./stream
# stream/model_repository links to triton_models/: the wheel carries its CPU model files.
COPY triton_models ./triton_models
RUN python -m pip wheel --wheel-dir /wheels -c requirements.lock .

FROM ${PYTHON_IMAGE} AS runtime
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1 \
    HOME=/tmp \
    DEID_MODEL__REPOSITORY=/opt/deid/triton_models
RUN --mount=type=bind,from=build,source=/wheels,target=/wheels \
    python -m pip install --no-index --find-links /wheels deid-stream \
    && python -m pip check \
    && useradd --uid 10001 --user-group --no-create-home --shell /usr/sbin/nologin deid
COPY triton_models /opt/deid/triton_models
USER 10001:10001
WORKDIR /tmp
ENTRYPOINT ["deid"]
CMD ["--help"]
