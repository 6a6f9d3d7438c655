#loc2 = loc("input.mlir":4:25)
#loc3 = loc("input.mlir":4:44)
#loc4 = loc("input.mlir":4:55)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i1) -> (i32, i32), sym_name = "region_reads"}> ({
  ^bb0(%arg0: memref<4xi32> loc("input.mlir":4:25), %arg1: index loc("input.mlir":4:44), %arg2: i1 loc("input.mlir":4:55)):
    %0 = "scf.if"(%arg2) ({
      %5 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32 loc(#loc6)
      "scf.yield"(%5) : (i32) -> () loc(#loc7)
    }, {
      %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc8)
      "scf.yield"(%4) : (i32) -> () loc(#loc9)
    }) : (i1) -> i32 loc(#loc5)
    %1 = "scf.if"(%arg2) ({
      %3 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32 loc(#loc11)
      "scf.yield"(%3) : (i32) -> () loc(#loc12)
    }, {
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc13)
      "scf.yield"(%2) : (i32) -> () loc(#loc14)
    }) : (i1) -> i32 loc(#loc10)
    "func.return"(%0, %1) : (i32, i32) -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:10)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:10)
#loc9 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":12:8)
#loc11 = loc("input.mlir":13:10)
#loc12 = loc("input.mlir":14:5)
#loc13 = loc("input.mlir":16:10)
#loc14 = loc("input.mlir":17:5)
#loc15 = loc("input.mlir":19:3)

