"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i1) -> (i32, i32), sym_name = "read_scopes"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: index, %arg2: i1):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %1 = "scf.if"(%arg2) ({
      %3 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
      %4 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
      %5 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

