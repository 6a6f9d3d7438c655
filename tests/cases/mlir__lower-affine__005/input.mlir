
func.func @parallel(%m: memref<10x10xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, 0) to (10, %n) step (2, 1) {
    %v = affine.load %m[%i, %j] : memref<10x10xf32>
    "foo.use"(%v) : (f32) -> ()
  }
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> f32 {
    %v = affine.load %m[%i, %i] : memref<10x10xf32>
    affine.yield %v : f32
  }
  "foo.use"(%r) : (f32) -> ()
  return
}

