
gpu.module @m { gpu.func @f() attributes {known_block_size = array<i32: 1, 2, 3>} { gpu.return } }
