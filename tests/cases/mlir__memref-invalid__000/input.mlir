// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%i) : memref<4xf32>
  return
}
