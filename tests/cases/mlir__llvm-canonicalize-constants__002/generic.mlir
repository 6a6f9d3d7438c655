"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x ptr>, linkage = #llvm.linkage<internal>, sym_name = "table", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.undef"() : () -> !llvm.array<2 x ptr>
    %1 = "llvm.mlir.addressof"() <{global_name = @table}> : () -> !llvm.ptr
    %2 = "llvm.insertvalue"(%0, %1) <{position = array<i64: 0>}> : (!llvm.array<2 x ptr>, !llvm.ptr) -> !llvm.array<2 x ptr>
    %3 = "llvm.mlir.addressof"() <{global_name = @table}> : () -> !llvm.ptr
    %4 = "llvm.insertvalue"(%2, %3) <{position = array<i64: 1>}> : (!llvm.array<2 x ptr>, !llvm.ptr) -> !llvm.array<2 x ptr>
    "llvm.return"(%4) : (!llvm.array<2 x ptr>) -> ()
  }) : () -> ()
}) : () -> ()

