// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @a() attributes {gpu.container_module} { return }
// -----
module attributes {gpu.container_module = 1} {}
// -----
// expected-error@+1 {{'gpu.func' op gpu.known_block_size must contain exactly 3 elements}}
gpu.module @m { gpu.func @f() kernel attributes {gpu.known_block_size = array<i32: 1, 2>} { gpu.return } }
// -----
// expected-error@+1 {{'gpu.func' op attribute 'known_block_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
gpu.module @m { gpu.func @f() kernel attributes {known_block_size = array<i32: 1, 2>} { gpu.return } }
// -----
// expected-error@+1 {{'gpu.func' op attribute 'known_grid_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
gpu.module @m { gpu.func @f() kernel attributes {known_grid_size = array<i32: 1, 2, 3, 4>} { gpu.return } }
// -----
gpu.module @m { gpu.func @f() attributes {known_block_size = array<i32: 1, 2, 3>} { gpu.return } }
// -----
// expected-error@+1 {{'func.func' op gpu.known_block_size must contain exactly 3 elements}}
func.func @g() attributes {gpu.known_block_size = array<i32: 1, 2>} { return }
// -----
// expected-error@+1 {{'func.func' op gpu.known_grid_size must be a dense i32 array}}
func.func @h() attributes {gpu.known_grid_size = [1, 2, 3]} { return }
// -----
func.func @i() attributes {gpu.kernel = 1} { return }
// -----
module attributes {gpu.container_module} {
  func.func @j(%c: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @k::@f blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
  gpu.module @k { gpu.func @f() { gpu.return } }
}
