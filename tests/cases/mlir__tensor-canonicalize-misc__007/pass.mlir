module {
  func.func @forall(%arg0: tensor<8xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
      %extracted_slice = tensor.extract_slice %arg3[%arg2] [1] [1] : tensor<8xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    %cast = tensor.cast %0 : tensor<8xf32> to tensor<?xf32>
    return %cast : tensor<?xf32>
  }
}

