module {
  func.func @nested(%arg0: index, %arg1: index, %arg2: memref<10xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c10 = arith.constant 10 : index
    %0 = arith.addi %arg0, %arg1 : index
    %1 = arith.muli %0, %0 : index
    %2 = arith.addi %arg0, %arg1 : index
    scf.for %arg3 = %c0 to %c10 step %c1 {
    }
    %3 = arith.addi %arg0, %arg1 : index
    affine.for %arg3 = 0 to 10 {
    }
    scf.for %arg3 = %c0 to %c10 step %c1 {
      %4 = arith.addi %0, %arg3 : index
      scf.for %arg4 = %c0 to %c10 step %c1 {
        "test.use"(%4, %1) : (index, index) -> ()
      }
      scf.for %arg4 = %c0 to %c10 step %c2 {
      }
      affine.for %arg4 = 0 to 10 step 2 {
      }
      %5 = memref.load %arg2[%c0] : memref<10xf32>
      "test.use"(%5) : (f32) -> ()
    }
    return
  }
}

