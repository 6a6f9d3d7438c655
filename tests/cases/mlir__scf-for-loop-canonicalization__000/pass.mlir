module {
  func.func @dims(%arg0: tensor<?x?xf32>, %arg1: memref<?xf32>, %arg2: tensor<2x2xf32>) -> (index, index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %0:2 = scf.for %arg3 = %c0 to %c10 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (tensor<?x?xf32>, memref<?xf32>) {
      %dim_2 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
      %dim_3 = memref.dim %arg1, %c0 : memref<?xf32>
      "test.use"(%dim_2, %dim_3) : (index, index) -> ()
      %3 = scf.for %arg6 = %c0 to %c10 step %c1 iter_args(%arg7 = %arg4) -> (tensor<?x?xf32>) {
        %inserted_slice = tensor.insert_slice %arg2 into %arg7[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
        scf.yield %inserted_slice : tensor<?x?xf32>
      }
      scf.yield %3, %arg5 : tensor<?x?xf32>, memref<?xf32>
    }
    %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %dim_0 = memref.dim %arg1, %c0 : memref<?xf32>
    %1 = "test.new"() : () -> tensor<?x?xf32>
    %2 = scf.for %arg3 = %c0 to %c10 step %c1 iter_args(%arg4 = %arg0) -> (tensor<?x?xf32>) {
      %dim_2 = tensor.dim %arg4, %c0 : tensor<?x?xf32>
      "test.use"(%dim_2) : (index) -> ()
      scf.yield %1 : tensor<?x?xf32>
    }
    %dim_1 = tensor.dim %2, %c0 : tensor<?x?xf32>
    return %dim, %dim_0, %dim_1 : index, index, index
  }
}

