module {
  func.func @shapes() -> (index, !shape.size, tensor<?xindex>, !shape.shape, !shape.shape, index) {
    %0 = shape.const_shape [9223372036854775807, 2, 3] : tensor<3xindex>
    %1 = shape.const_shape [] : tensor<0xindex>
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %2 = shape.num_elements %0 : tensor<3xindex> -> index
    %c100 = shape.const_size 100
    %3 = shape.get_extent %0, %c-1 : tensor<3xindex>, index -> index
    %4 = shape.broadcast %0, %1 : tensor<3xindex>, tensor<0xindex> -> tensor<?xindex>
    %head, %tail = "shape.split_at"(%0, %c-1) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
    %5 = shape.get_extent %0, %c1 : tensor<3xindex>, index -> index
    %6 = shape.rank %0 : tensor<3xindex> -> index
    "use"(%3, %c100) : (index, !shape.size) -> ()
    return %2, %c100, %4, %head, %tail, %5 : index, !shape.size, tensor<?xindex>, !shape.shape, !shape.shape, index
  }
}

