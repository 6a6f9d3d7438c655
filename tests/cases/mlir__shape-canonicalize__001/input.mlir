
func.func @shapes() -> (index, !shape.size, tensor<?xindex>, !shape.shape, !shape.shape, index) {
  %s = shape.const_shape [9223372036854775807, 2, 3] : tensor<3xindex>
  %e = shape.const_shape [] : tensor<0xindex>
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant -1 : index
  %0 = shape.num_elements %s : tensor<3xindex> -> index
  %big = shape.const_size 100
  %1 = shape.get_extent %s, %cm : tensor<3xindex>, index -> index
  %2 = shape.broadcast %s, %e : tensor<3xindex>, tensor<0xindex> -> tensor<?xindex>
  %h, %t = "shape.split_at"(%s, %cm) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
  %3 = shape.get_extent %s, %c1 : tensor<3xindex>, index -> index
  %4 = shape.rank %s : tensor<3xindex> -> index
  "use"(%1, %big) : (index, !shape.size) -> ()
  return %0, %big, %2, %h, %t, %3 : index, !shape.size, tensor<?xindex>, !shape.shape, !shape.shape, index
}

