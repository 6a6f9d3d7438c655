#loc2 = loc("input.mlir":2:50)
#loc3 = loc("input.mlir":2:75)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":7:22)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<i32>) -> tensor<3x9xi32>, sym_name = "insert_slice_output_dest_canonicalize"}> ({
  ^bb0(%arg0: tensor<2x3xi32> loc("input.mlir":2:50), %arg1: tensor<i32> loc("input.mlir":2:75)):
    %0 = "arith.constant"() <{value = 9 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index loc(#loc5)
    %2 = "tensor.extract"(%arg1) : (tensor<i32>) -> i32 loc(#loc6)
    %3 = "tensor.generate"(%0, %1) ({
    ^bb0(%arg2: index loc("input.mlir":7:8), %arg3: index loc("input.mlir":7:22)):
      "tensor.yield"(%2) : (i32) -> () loc(#loc10)
    }) : (index, index) -> tensor<?x?xi32> loc(#loc7)
    %4 = "tensor.insert_slice"(%arg0, %3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<?x?xi32>) -> tensor<?x?xi32> loc(#loc11)
    %5 = "tensor.cast"(%4) : (tensor<?x?xi32>) -> tensor<3x9xi32> loc(#loc12)
    "func.return"(%5) : (tensor<3x9xi32>) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:9)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc10 = loc("input.mlir":8:5)
#loc11 = loc("input.mlir":10:8)
#loc12 = loc("input.mlir":11:8)
#loc13 = loc("input.mlir":12:3)

