module {
  func.func @parallel(%arg0: index, %arg1: memref<?xi32>, %arg2: tensor<?xi32>) -> tensor<?xi32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7_i32 = arith.constant 7 : i32
    scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) {
      %1 = arith.addi %c7_i32, %c7_i32 : i32
      memref.store %c7_i32, %arg1[%arg3] : memref<?xi32>
      scf.reduce 
    }
    %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg2) -> (tensor<?xi32>) {
      %extracted = tensor.extract %arg4[%arg3] : tensor<?xi32>
      scf.forall.in_parallel {
      }
    }
    return %arg2 : tensor<?xi32>
  }
}

