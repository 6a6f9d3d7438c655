#loc2 = loc("input.mlir":4:20)
#loc3 = loc("input.mlir":4:39)
#loc6 = loc("input.mlir":6:20)
#loc7 = loc("input.mlir":6:60)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>, sym_name = "promote"}> ({
  ^bb0(%arg0: tensor<8xf32> loc("input.mlir":4:20), %arg1: tensor<1xf32> loc("input.mlir":4:39)):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc4)
    %1 = "scf.forall"(%0, %arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>}> ({
    ^bb0(%arg2: index loc("input.mlir":6:20), %arg3: tensor<8xf32> loc("input.mlir":6:60)):
      "test.use"(%arg2) : (index) -> () loc(#loc8)
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg1, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<8xf32>) -> () loc(#loc10)
      }) : () -> () loc(#loc9)
    }) : (index, tensor<8xf32>) -> tensor<8xf32> loc(#loc5)
    "func.return"(%1) : (tensor<8xf32>) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:5)
#loc9 = loc("input.mlir":8:5)
#loc10 = loc("input.mlir":9:7)
#loc11 = loc("input.mlir":12:3)

