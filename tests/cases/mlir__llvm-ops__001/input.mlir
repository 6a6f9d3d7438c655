
#root = #llvm.tbaa_root<id = "C">
#desc = #llvm.tbaa_type_desc<id = "char", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0>
llvm.func @tbaa(%p: !llvm.ptr) {
  %0 = llvm.load %p {tbaa = [#tag], llvm.mmra = #llvm.mmra_tag<"a":"b">} : !llvm.ptr -> i8
  llvm.store %0, %p {tbaa = [#tag]} : i8, !llvm.ptr
  llvm.return
}
