module {
  func.func @nested(%arg0: index, %arg1: index, %arg2: memref<10xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c10 = arith.constant 10 : index
    scf.for %arg3 = %c0 to %c10 step %c1 {
      scf.for %arg4 = %c0 to %c10 step %c1 {
        %1 = arith.addi %arg0, %arg1 : index
        %2 = arith.addi %1, %arg3 : index
        %3 = arith.muli %1, %1 : index
        "test.use"(%2, %3) : (index, index) -> ()
      }
      scf.for %arg4 = %c0 to %c10 step %c1 {
        %1 = arith.addi %arg0, %arg1 : index
      }
      scf.for %arg4 = %c0 to %c10 step %c2 {
        %1 = arith.addi %arg0, %arg1 : index
      }
      affine.for %arg4 = 0 to 10 step 2 {
      }
      affine.for %arg4 = 0 to 10 {
      }
      %0 = memref.load %arg2[%c0] : memref<10xf32>
      "test.use"(%0) : (f32) -> ()
    }
    return
  }
}

