#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:33)
#loc8 = loc("input.mlir":7:14)
#loc9 = loc("input.mlir":7:35)
#loc10 = loc("input.mlir":7:46)
#loc15 = loc("input.mlir":12:14)
#loc16 = loc("input.mlir":12:33)
#loc21 = loc("input.mlir":17:14)
#loc22 = loc("input.mlir":17:33)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?x2xf32>, sym_name = "g"}> ({
  ^bb0(%arg7: memref<?xf32> loc("input.mlir":2:14), %arg8: index loc("input.mlir":2:33)):
    %6 = "memref.expand_shape"(%arg7, %arg8) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (memref<?xf32>, index) -> memref<?x2x2xf32> loc(#loc4)
    %7 = "memref.collapse_shape"(%6) <{reassociation = [[0, 1], [2]]}> : (memref<?x2x2xf32>) -> memref<?x2xf32> loc(#loc5)
    "func.return"(%7) : (memref<?x2xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> memref<?x?xf32>, sym_name = "h"}> ({
  ^bb0(%arg4: memref<?x?xf32> loc("input.mlir":7:14), %arg5: index loc("input.mlir":7:35), %arg6: index loc("input.mlir":7:46)):
    %4 = "memref.expand_shape"(%arg4, %arg5, %arg6) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808, 1>}> : (memref<?x?xf32>, index, index) -> memref<?x2x?x1xf32> loc(#loc11)
    %5 = "memref.collapse_shape"(%4) <{reassociation = [[0], [1, 2, 3]]}> : (memref<?x2x?x1xf32>) -> memref<?x?xf32> loc(#loc12)
    "func.return"(%5) : (memref<?x?xf32>) -> () loc(#loc13)
  }) : () -> () loc(#loc7)
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?x2xf32>, sym_name = "k"}> ({
  ^bb0(%arg2: memref<?xf32> loc("input.mlir":12:14), %arg3: index loc("input.mlir":12:33)):
    %2 = "memref.expand_shape"(%arg2, %arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, -9223372036854775808, 2>}> : (memref<?xf32>, index) -> memref<2x?x2xf32> loc(#loc17)
    %3 = "memref.collapse_shape"(%2) <{reassociation = [[0, 1], [2]]}> : (memref<2x?x2xf32>) -> memref<?x2xf32> loc(#loc18)
    "func.return"(%3) : (memref<?x2xf32>) -> () loc(#loc19)
  }) : () -> () loc(#loc14)
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<1x?xf32>, sym_name = "l"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":17:14), %arg1: index loc("input.mlir":17:33)):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1, 1, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<1x1x?xf32> loc(#loc23)
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1], [2]]}> : (memref<1x1x?xf32>) -> memref<1x?xf32> loc(#loc24)
    "func.return"(%1) : (memref<1x?xf32>) -> () loc(#loc25)
  }) : () -> () loc(#loc20)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":7:1)
#loc11 = loc("input.mlir":8:8)
#loc12 = loc("input.mlir":9:8)
#loc13 = loc("input.mlir":10:3)
#loc14 = loc("input.mlir":12:1)
#loc17 = loc("input.mlir":13:8)
#loc18 = loc("input.mlir":14:8)
#loc19 = loc("input.mlir":15:3)
#loc20 = loc("input.mlir":17:1)
#loc23 = loc("input.mlir":18:8)
#loc24 = loc("input.mlir":19:8)
#loc25 = loc("input.mlir":20:3)

