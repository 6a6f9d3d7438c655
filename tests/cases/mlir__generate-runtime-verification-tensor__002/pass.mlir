module {
  func.func @extract(%arg0: tensor<1xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %c1 : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg0[%arg1] : tensor<1xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:3:5)"
    %extracted = tensor.extract %arg0[%arg1] : tensor<1xf32>
    return
  }
  func.func @extract_dynamic(%arg0: tensor<?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:8:5)"
    %extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>
    return
  }
  func.func @extract_nd_dynamic(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?x?x?xf32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    %c1 = arith.constant 1 : index
    %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?x?xf32>
    %3 = arith.cmpi sge, %arg2, %c0 : index
    %4 = arith.cmpi slt, %arg2, %dim_1 : index
    %5 = arith.andi %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    %c2 = arith.constant 2 : index
    %dim_2 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %7 = arith.cmpi sge, %arg3, %c0 : index
    %8 = arith.cmpi slt, %arg3, %dim_2 : index
    %9 = arith.andi %7, %8 : i1
    %10 = arith.andi %6, %9 : i1
    cf.assert %10, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg0[%arg1, %arg2, %arg3] : tensor<?x?x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:13:5)"
    %extracted = tensor.extract %arg0[%arg1, %arg2, %arg3] : tensor<?x?x?xf32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c2 = arith.constant 2 : index
    %0 = tensor.empty() : tensor<1xf32>
    %1 = tensor.empty(%c1) : tensor<?xf32>
    %2 = tensor.empty(%c2, %c2, %c2) : tensor<?x?x?xf32>
    call @extract(%0, %c1) : (tensor<1xf32>, index) -> ()
    call @extract_dynamic(%1, %c1) : (tensor<?xf32>, index) -> ()
    call @extract_nd_dynamic(%2, %c1, %c-1, %c0) : (tensor<?x?x?xf32>, index, index, index) -> ()
    call @extract(%0, %c0) : (tensor<1xf32>, index) -> ()
    call @extract_dynamic(%1, %c0) : (tensor<?xf32>, index) -> ()
    call @extract_nd_dynamic(%2, %c1, %c1, %c0) : (tensor<?x?x?xf32>, index, index, index) -> ()
    return
  }
}

