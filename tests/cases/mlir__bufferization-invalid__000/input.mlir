// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// // RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
func.func @a(%arg0: index) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = bufferization.alloc_tensor(%arg0) : tensor<4x?x?x5xf32>
  return
}
