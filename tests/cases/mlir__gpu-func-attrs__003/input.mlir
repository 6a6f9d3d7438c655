
// expected-error@+1 {{'gpu.func' op attribute 'known_block_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
gpu.module @m { gpu.func @f() kernel attributes {known_block_size = array<i32: 1, 2>} { gpu.return } }
