
func.func @extract(%tensor: tensor<1xf32>, %index: index) {
    tensor.extract %tensor[%index] :  tensor<1xf32>
    return
}

func.func @extract_dynamic(%tensor: tensor<?xf32>, %index: index) {
    tensor.extract %tensor[%index] :  tensor<?xf32>
    return
}

func.func @extract_nd_dynamic(%tensor: tensor<?x?x?xf32>, %index0: index, %index1: index, %index2: index) {
    tensor.extract %tensor[%index0, %index1, %index2] :  tensor<?x?x?xf32>
    return
}

func.func @main() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %n1 = arith.constant -1 : index
  %2 = arith.constant 2 : index
  %alloca_1 = tensor.empty() : tensor<1xf32>
  %alloc_1 = tensor.empty(%1) : tensor<?xf32>
  %alloc_2x2x2 = tensor.empty(%2, %2, %2) : tensor<?x?x?xf32>
  func.call @extract(%alloca_1, %1) : (tensor<1xf32>, index) -> ()
  func.call @extract_dynamic(%alloc_1, %1) : (tensor<?xf32>, index) -> ()
  func.call @extract_nd_dynamic(%alloc_2x2x2, %1, %n1, %0) : (tensor<?x?x?xf32>, index, index, index) -> ()
  func.call @extract(%alloca_1, %0) : (tensor<1xf32>, index) -> ()
  func.call @extract_dynamic(%alloc_1, %0) : (tensor<?xf32>, index) -> ()
  func.call @extract_nd_dynamic(%alloc_2x2x2, %1, %1, %0) : (tensor<?x?x?xf32>, index, index, index) -> ()
  return
}

