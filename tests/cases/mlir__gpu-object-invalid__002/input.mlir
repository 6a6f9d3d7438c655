
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'properties' which is to be a `DictionaryAttr`}}
gpu.binary @c [#gpu.object<#nvvm.target, properties = [1], "x">]
