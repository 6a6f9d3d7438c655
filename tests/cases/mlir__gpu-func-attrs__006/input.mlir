
// expected-error@+1 {{'func.func' op gpu.known_block_size must contain exactly 3 elements}}
func.func @g() attributes {gpu.known_block_size = array<i32: 1, 2>} { return }
