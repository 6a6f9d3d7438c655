#loc2 = loc("input.mlir":2:25)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "index_switch"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:25)):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc3)
    %1 = "arith.constant"() <{value = 7 : index}> : () -> index loc(#loc4)
    %2 = "scf.index_switch"(%0) <{cases = array<i64: 1, 2>}> ({
      "scf.yield"(%arg0) : (i32) -> () loc(#loc6)
    }, {
      %7 = "test.one"() : () -> i32 loc(#loc7)
      "scf.yield"(%7) : (i32) -> () loc(#loc8)
    }, {
      %6 = "test.two"() : () -> i32 loc(#loc9)
      "scf.yield"(%6) : (i32) -> () loc(#loc10)
    }) : (index) -> i32 loc(#loc5)
    %3 = "scf.index_switch"(%1) <{cases = array<i64: 1>}> ({
      %5 = "test.default"() : () -> i32 loc(#loc12)
      "scf.yield"(%5) : (i32) -> () loc(#loc13)
    }, {
      %4 = "test.one"() : () -> i32 loc(#loc14)
      "scf.yield"(%4) : (i32) -> () loc(#loc15)
    }) : (index) -> i32 loc(#loc11)
    "func.return"(%2, %3) : (i32, i32) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":15:5)
#loc7 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:5)
#loc9 = loc("input.mlir":11:10)
#loc10 = loc("input.mlir":12:5)
#loc11 = loc("input.mlir":17:8)
#loc12 = loc("input.mlir":23:10)
#loc13 = loc("input.mlir":24:5)
#loc14 = loc("input.mlir":19:10)
#loc15 = loc("input.mlir":20:5)
#loc16 = loc("input.mlir":26:3)

