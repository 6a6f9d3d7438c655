module attributes {gpu.container_module = 1 : i64} {
}

