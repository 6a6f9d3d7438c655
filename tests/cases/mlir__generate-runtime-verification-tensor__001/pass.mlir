module {
  func.func @main() {
    %c4 = arith.constant 4 : index
    %0 = tensor.empty() : tensor<1xf32>
    %rank = tensor.rank %0 : tensor<1xf32>
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %1 = arith.cmpi sgt, %rank, %c4 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%dim = tensor.dim %0, %c4 : tensor<1xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:5:10)"
    %dim = tensor.dim %0, %c4 : tensor<1xf32>
    return
  }
}

