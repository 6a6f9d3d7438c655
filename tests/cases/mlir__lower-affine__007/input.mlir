
func.func @parallel(%m: memref<10x10xf32>, %mi: memref<10xi32>) {
  %r:4 = affine.parallel (%i) = (0) to (10) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f32, f32) {
    %v = affine.load %m[%i, %i] : memref<10x10xf32>
    affine.yield %v, %v, %v, %v : f32, f32, f32, f32
  }
  %s:4 = affine.parallel (%i) = (0) to (10) reduce ("addi", "muli", "ori", "andi") -> (i32, i32, i32, i32) {
    %v = affine.load %mi[%i] : memref<10xi32>
    affine.yield %v, %v, %v, %v : i32, i32, i32, i32
  }
  "foo.use"(%r#0, %s#0) : (f32, i32) -> ()
  return
}
