"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x ptr>, linkage = #llvm.linkage<internal>, sym_name = "table", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.undef"() : () -> !llvm.array<2 x ptr> loc(#loc2)
    %1 = "llvm.mlir.addressof"() <{global_name = @table}> : () -> !llvm.ptr loc(#loc3)
    %2 = "llvm.insertvalue"(%0, %1) <{position = array<i64: 0>}> : (!llvm.array<2 x ptr>, !llvm.ptr) -> !llvm.array<2 x ptr> loc(#loc4)
    %3 = "llvm.mlir.addressof"() <{global_name = @table}> : () -> !llvm.ptr loc(#loc5)
    %4 = "llvm.insertvalue"(%2, %3) <{position = array<i64: 1>}> : (!llvm.array<2 x ptr>, !llvm.ptr) -> !llvm.array<2 x ptr> loc(#loc6)
    "llvm.return"(%4) : (!llvm.array<2 x ptr>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:3)

