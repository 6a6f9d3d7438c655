
// expected-error@+1 {{'gpu.func' op gpu.known_block_size must contain exactly 3 elements}}
gpu.module @m { gpu.func @f() kernel attributes {gpu.known_block_size = array<i32: 1, 2>} { gpu.return } }
