"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, !shape.size, tensor<?xindex>, !shape.shape, !shape.shape, index), sym_name = "shapes"}> ({
    %0 = "shape.const_shape"() <{shape = dense<[9223372036854775807, 2, 3]> : tensor<3xindex>}> : () -> tensor<3xindex>
    %1 = "shape.const_shape"() <{shape = dense<> : tensor<0xindex>}> : () -> tensor<0xindex>
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5 = "shape.num_elements"(%0) : (tensor<3xindex>) -> index
    %6 = "shape.const_size"() <{value = 100 : index}> : () -> !shape.size
    %7 = "shape.get_extent"(%0, %4) : (tensor<3xindex>, index) -> index
    %8 = "shape.broadcast"(%0, %1) : (tensor<3xindex>, tensor<0xindex>) -> tensor<?xindex>
    %9:2 = "shape.split_at"(%0, %4) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
    %10 = "shape.get_extent"(%0, %3) : (tensor<3xindex>, index) -> index
    %11 = "shape.rank"(%0) : (tensor<3xindex>) -> index
    "use"(%7, %6) : (index, !shape.size) -> ()
    "func.return"(%5, %6, %8, %9#0, %9#1, %10) : (index, !shape.size, tensor<?xindex>, !shape.shape, !shape.shape, index) -> ()
  }) : () -> ()
}) : () -> ()

