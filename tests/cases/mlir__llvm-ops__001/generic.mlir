#mmra_tag = #llvm.mmra_tag<"a":"b">
#tbaa_root = #llvm.tbaa_root<id = "C">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "tbaa", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.load"(%arg0) <{ordering = 0 : i64, tbaa = [#tbaa_tag]}> {llvm.mmra = #mmra_tag} : (!llvm.ptr) -> i8
    "llvm.store"(%0, %arg0) <{ordering = 0 : i64, tbaa = [#tbaa_tag]}> : (i8, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

