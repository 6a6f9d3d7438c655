// ARGS: -generate-runtime-verification=verbose-level=2
func.func @f(%m: memref<?xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<?xf32>
  return %0 : f32
}
