module {
  func.func @f1(%arg0: tensor<8xf32>, %arg1: memref<8xindex>) -> tensor<8xf32> {
    %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
      memref.store %arg2, %arg1[%arg2] : memref<8xindex>
      scf.forall.in_parallel {
      }
    }
    return %0 : tensor<8xf32>
  }
  func.func @f2(%arg0: tensor<8xf32>, %arg1: memref<8xindex>) -> tensor<8xf32> {
    %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
      %extracted = tensor.extract %arg3[%arg2] : tensor<8xf32>
      "foo.use"(%extracted) : (f32) -> ()
      scf.forall.in_parallel {
      }
    }
    return %0 : tensor<8xf32>
  }
  func.func @f3(%arg0: tensor<8xf32>, %arg1: index, %arg2: memref<8xindex>) {
    %0 = scf.forall (%arg3) in (%arg1) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
      memref.store %arg3, %arg2[%arg3] : memref<8xindex>
      scf.forall.in_parallel {
      }
    }
    return
  }
  func.func @p1(%arg0: index, %arg1: memref<8xindex>, %arg2: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%arg2) -> i32 {
      memref.store %arg3, %arg1[%arg3] : memref<8xindex>
      %1 = arith.index_cast %arg3 : index to i32
      scf.reduce(%1 : i32) {
      ^bb0(%arg4: i32, %arg5: i32):
        %2 = arith.addi %arg4, %arg5 : i32
        scf.reduce.return %2 : i32
      }
    }
    return %arg2 : i32
  }
}

