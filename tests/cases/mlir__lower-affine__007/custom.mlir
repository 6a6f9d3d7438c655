module {
  func.func @parallel(%arg0: memref<10x10xf32>, %arg1: memref<10xi32>) {
    %0:4 = affine.parallel (%arg2) = (0) to (10) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f32, f32) {
      %2 = affine.load %arg0[%arg2, %arg2] : memref<10x10xf32>
      affine.yield %2, %2, %2, %2 : f32, f32, f32, f32
    }
    %1:4 = affine.parallel (%arg2) = (0) to (10) reduce ("addi", "muli", "ori", "andi") -> (i32, i32, i32, i32) {
      %2 = affine.load %arg1[%arg2] : memref<10xi32>
      affine.yield %2, %2, %2, %2 : i32, i32, i32, i32
    }
    "foo.use"(%0#0, %1#0) : (f32, i32) -> ()
    return
  }
}

