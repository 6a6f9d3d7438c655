#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:38)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "nested_region"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:26), %arg1: i1 loc("input.mlir":2:38)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc5)
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {attr} : () -> memref<2xi32, 1> loc(#loc6)
    "scf.if"(%arg1) ({
      "memref.store"(%arg0, %2, %1) : (i32, memref<2xi32, 1>, index) -> () loc(#loc8)
      "scf.yield"() : () -> () loc(#loc7)
    }, {
    }) : (i1) -> () loc(#loc7)
    %3 = "memref.load"(%2, %0) : (memref<2xi32, 1>, index) -> i32 loc(#loc9)
    "func.return"(%3) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:9)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:13)
#loc7 = loc("input.mlir":6:3)
#loc8 = loc("input.mlir":7:5)
#loc9 = loc("input.mlir":9:8)
#loc10 = loc("input.mlir":10:3)

