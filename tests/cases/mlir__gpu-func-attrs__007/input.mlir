
// expected-error@+1 {{'func.func' op gpu.known_grid_size must be a dense i32 array}}
func.func @h() attributes {gpu.known_grid_size = [1, 2, 3]} { return }
