#loc2 = loc("input.mlir":2:16)
#loc3 = loc("input.mlir":2:35)
#loc4 = loc("input.mlir":2:46)
#loc7 = loc("input.mlir":4:20)
#loc8 = loc("input.mlir":4:44)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, index, tensor<1xf32>) -> index, sym_name = "dim"}> ({
  ^bb0(%arg0: tensor<?xf32> loc("input.mlir":2:16), %arg1: index loc("input.mlir":2:35), %arg2: tensor<1xf32> loc("input.mlir":2:46)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc5)
    %1 = "scf.forall"(%arg1, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index loc("input.mlir":4:20), %arg4: tensor<?xf32> loc("input.mlir":4:44)):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg2, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<?xf32>, index) -> () loc(#loc10)
      }) : () -> () loc(#loc9)
    }) : (index, tensor<?xf32>) -> tensor<?xf32> loc(#loc6)
    %2 = "tensor.dim"(%1, %0) : (tensor<?xf32>, index) -> index loc(#loc11)
    "test.use"(%1) : (tensor<?xf32>) -> () loc(#loc12)
    "func.return"(%2) : (index) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:9)
#loc6 = loc("input.mlir":4:8)
#loc9 = loc("input.mlir":5:5)
#loc10 = loc("input.mlir":6:7)
#loc11 = loc("input.mlir":9:8)
#loc12 = loc("input.mlir":10:3)
#loc13 = loc("input.mlir":11:3)

