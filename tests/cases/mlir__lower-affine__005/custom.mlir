module {
  func.func @parallel(%arg0: memref<10x10xf32>, %arg1: index) {
    affine.parallel (%arg2, %arg3) = (0, 0) to (10, %arg1) step (2, 1) {
      %1 = affine.load %arg0[%arg2, %arg3] : memref<10x10xf32>
      "foo.use"(%1) : (f32) -> ()
    }
    %0 = affine.parallel (%arg2) = (0) to (10) reduce ("addf") -> (f32) {
      %1 = affine.load %arg0[%arg2, %arg2] : memref<10x10xf32>
      affine.yield %1 : f32
    }
    "foo.use"(%0) : (f32) -> ()
    return
  }
}

