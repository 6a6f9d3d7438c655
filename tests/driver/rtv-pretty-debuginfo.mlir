// ARGS: -generate-runtime-verification --mlir-print-debuginfo --mlir-pretty-debuginfo
func.func @f(%m: memref<?xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<?xf32> loc(callsite("callee.mlir":5:6 at "caller.mlir":7:8))
  %1 = memref.load %m[%i] : memref<?xf32> loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %2 = memref.load %m[%i] : memref<?xf32>
  return %2 : f32
}
