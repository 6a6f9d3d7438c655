#loc2 = loc("input.mlir":2:21)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_attrs"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:21)):
    "scf.if"(%arg0) ({
      "scf.yield"() : () -> () loc(#loc3)
    }, {
    }) {foo} : (i1) -> () loc(#loc3)
    "scf.if"(%arg0) ({
      "scf.yield"() : () -> () loc(#loc4)
    }, {
      "scf.yield"() : () -> () loc(#loc4)
    }) {foo} : (i1) -> () loc(#loc4)
    %0 = "scf.execute_region"() <{no_inline}> ({
      %1 = "test.x"() : () -> i32 loc(#loc6)
      "scf.yield"(%1) : (i32) -> () loc(#loc7)
    }) {bar} : () -> i32 loc(#loc5)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":8:8)
#loc6 = loc("input.mlir":9:10)
#loc7 = loc("input.mlir":10:5)
#loc8 = loc("input.mlir":12:3)

