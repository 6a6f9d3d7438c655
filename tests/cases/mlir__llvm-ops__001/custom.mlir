#mmra_tag = #llvm.mmra_tag<"a":"b">
#tbaa_root = #llvm.tbaa_root<id = "C">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
module {
  llvm.func @tbaa(%arg0: !llvm.ptr) {
    %0 = llvm.load %arg0 {llvm.mmra = #mmra_tag, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    llvm.store %0, %arg0 {tbaa = [#tbaa_tag]} : i8, !llvm.ptr
    llvm.return
  }
}

