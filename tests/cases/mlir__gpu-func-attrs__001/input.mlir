
module attributes {gpu.container_module = 1} {}
