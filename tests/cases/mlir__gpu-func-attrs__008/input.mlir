
func.func @i() attributes {gpu.kernel = 1} { return }
