"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<i32>) -> tensor<3x9xi32>, sym_name = "insert_slice_output_dest_canonicalize"}> ({
  ^bb0(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>):
    %0 = "arith.constant"() <{value = 9 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "tensor.extract"(%arg1) : (tensor<i32>) -> i32
    %3 = "tensor.generate"(%0, %1) ({
    ^bb0(%arg2: index, %arg3: index):
      "tensor.yield"(%2) : (i32) -> ()
    }) : (index, index) -> tensor<?x?xi32>
    %4 = "tensor.insert_slice"(%arg0, %3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    %5 = "tensor.cast"(%4) : (tensor<?x?xi32>) -> tensor<3x9xi32>
    "func.return"(%5) : (tensor<3x9xi32>) -> ()
  }) : () -> ()
}) : () -> ()

