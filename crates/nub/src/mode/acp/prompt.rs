//! What an editor's prompt asks the loop for: a slash command (`/compact`),
//! or a user message of text, attached files and images.

use agent_client_protocol::v1::schema::{
    AvailableCommand, AvailableCommandInput, AvailableCommandsUpdate, ContentBlock, EmbeddedResourceResource,
    SessionUpdate, UnstructuredCommandInput,
};
use agent_client_protocol::{Error, ErrorCode};
use nub_agent::{Image, Input};
use nub_runtime::commands::{Commands, Resolved};
use nub_runtime::slash::{self, Slash};

/// The image types every provider nub speaks accepts.
const IMAGE_TYPES: [&str; 4] = ["image/png", "image/jpeg", "image/gif", "image/webp"];
/// An image larger than this is refused here: providers reject it anyway
/// (the same limit as `read` has for image files).
const MAX_IMAGE_BYTES: usize = 5 * 1024 * 1024;

/// The slash commands an editor can run (`available_commands_update`),
/// from the table the terminal interface uses too, then the prompt
/// commands and skills of the session.
pub fn commands(prompt_commands: &Commands) -> SessionUpdate {
    let with_args = |command: AvailableCommand, args: &str| match args {
        "" => command,
        args => command.input(AvailableCommandInput::Unstructured(UnstructuredCommandInput::new(args))),
    };
    let offered = slash::for_editors()
        .map(|info| with_args(AvailableCommand::new(info.name, info.about), info.args))
        .chain(prompt_commands.list().iter().map(|c| {
            // Every prompt command takes words (`$ARGUMENTS`), hinted or not.
            let args = if c.args.is_empty() { "arguments" } else { c.args.as_str() };
            with_args(AvailableCommand::new(c.name.clone(), c.description.clone()), args)
        }))
        .collect();
    SessionUpdate::AvailableCommandsUpdate(AvailableCommandsUpdate::new(offered))
}

/// The input a prompt becomes. `sees_images` says whether the session's
/// model can see images; `model` names it for the error when it cannot.
pub fn input(blocks: Vec<ContentBlock>, sees_images: bool, model: &str, commands: &Commands) -> Result<Input, Error> {
    if let Some(input) = command(&blocks, commands)? {
        return Ok(input);
    }
    let mut parts = Vec::new();
    let mut images = Vec::new();
    for block in blocks {
        match block {
            ContentBlock::Text(text) => parts.push(text.text),
            ContentBlock::ResourceLink(link) => parts.push(format!("@{}", file_path(&link.uri))),
            ContentBlock::Resource(resource) => match resource.resource {
                EmbeddedResourceResource::TextResourceContents(file) => {
                    parts.push(format!("Contents of {}:\n```\n{}\n```", file_path(&file.uri), file.text.trim_end()))
                }
                // An attached image file is an image, where the model sees them.
                EmbeddedResourceResource::BlobResourceContents(blob)
                    if sees_images && blob.mime_type.as_deref().is_some_and(|t| IMAGE_TYPES.contains(&t)) =>
                {
                    images.push(decode(blob.mime_type.as_deref().unwrap_or_default(), &blob.blob)?);
                    parts.push(format!("(image {} attached)", file_path(&blob.uri)));
                }
                EmbeddedResourceResource::BlobResourceContents(blob) => {
                    parts.push(format!("(binary attachment {} left out)", file_path(&blob.uri)))
                }
                other => parts.push(format!("(attachment {other:?} left out: unknown kind)")),
            },
            ContentBlock::Image(image) => images.push(decode(&image.mime_type, &image.data)?),
            ContentBlock::Audio(_) => return Err(invalid("nub acp does not take audio; send text instead")),
            other => parts.push(format!("(content {other:?} left out: unknown kind)")),
        }
    }
    let text = parts.join("\n\n");
    if text.len() > crate::mode::MAX_PROMPT_BYTES {
        return Err(invalid(format!(
            "the prompt is larger than {} MiB ({} bytes); send the files as links (resource_link) and let the agent read them",
            crate::mode::MAX_PROMPT_BYTES >> 20,
            text.len()
        )));
    }
    if images.is_empty() {
        if text.trim().is_empty() {
            return Err(invalid("the prompt is empty"));
        }
        return Ok(Input::prompt(text));
    }
    if !sees_images {
        return Err(invalid(format!(
            "the model {model} cannot see images (nub's model registry or the endpoint's supports_images setting says so); switch to a model that can, or describe the image in text"
        )));
    }
    Ok(Input::PromptWithImages { text, images })
}

/// A prompt that is a slash command alone, as the loop input it asks for.
/// A command of the terminal interface only is refused with a hint; text
/// that names no command (`/etc/hosts is what?`) is a prompt.
fn command(blocks: &[ContentBlock], commands: &Commands) -> Result<Option<Input>, Error> {
    let [ContentBlock::Text(text)] = blocks else { return Ok(None) };
    match commands.resolve(&text.text) {
        Some(Ok(Resolved::Builtin(Slash::Compact(focus)))) => Ok(Some(Input::Compact { focus })),
        Some(Ok(Resolved::Builtin(Slash::Undo { force }))) => Ok(Some(Input::Undo { force })),
        Some(Ok(Resolved::Run(input))) => Ok(Some(input)),
        Some(Ok(Resolved::Builtin(_))) => {
            let offered: Vec<String> = slash::for_editors().map(|c| format!("/{}", c.name)).collect();
            Err(invalid(format!(
                "{} is a command of nub's terminal interface; in an editor: {}",
                text.text.split_whitespace().next().unwrap_or_default(),
                offered.join(", ")
            )))
        }
        // A command of this session that cannot run (a missing argument,
        // an unreadable skill) is an error; anything else is a prompt.
        Some(Err(problem)) if commands.typed(&text.text).is_some() => Err(invalid(problem)),
        Some(Err(_)) | None => Ok(None),
    }
}

fn decode(media_type: &str, data: &str) -> Result<Image, Error> {
    if !IMAGE_TYPES.contains(&media_type) {
        return Err(invalid(format!(
            "images of type {media_type:?} are not supported; send {}",
            IMAGE_TYPES.join(", ")
        )));
    }
    let data = nub_llm::base64::decode(data.trim())
        .ok_or_else(|| invalid(format!("the {media_type} image is not valid base64")))?;
    if data.len() > MAX_IMAGE_BYTES {
        return Err(invalid(format!(
            "the image has {} bytes, more than the {MAX_IMAGE_BYTES} a provider takes; scale it down",
            data.len()
        )));
    }
    Ok(Image { media_type: media_type.to_owned(), data })
}

fn invalid(message: impl Into<String>) -> Error {
    Error::new(ErrorCode::INVALID_PARAMS, message.into())
}

fn file_path(uri: &str) -> &str {
    uri.strip_prefix("file://").unwrap_or(uri)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mode::acp::updates;
    use agent_client_protocol::v1::schema::{
        BlobResourceContents, EmbeddedResource, ImageContent, ResourceLink, TextResourceContents,
    };

    fn input_of(blocks: Vec<ContentBlock>, sees_images: bool, model: &str) -> Result<Input, Error> {
        input(blocks, sees_images, model, &Commands::default())
    }

    fn text_of(input: Input) -> String {
        match input {
            Input::Prompt { text } => text,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn attachments_become_part_of_the_prompt() {
        let blocks = vec![
            updates::text("explain"),
            ContentBlock::ResourceLink(ResourceLink::new("lib.rs", "file:///r/lib.rs")),
            ContentBlock::Resource(EmbeddedResource::new(EmbeddedResourceResource::TextResourceContents(
                TextResourceContents::new("fn main() {}\n", "file:///r/main.rs"),
            ))),
        ];
        let text = text_of(input_of(blocks, false, "m").unwrap());
        assert_eq!(text, "explain\n\n@/r/lib.rs\n\nContents of /r/main.rs:\n```\nfn main() {}\n```");
    }

    #[test]
    fn an_empty_prompt_is_refused() {
        assert!(input_of(vec![updates::text("  ")], false, "m").is_err());
    }

    #[test]
    fn compact_is_a_command_with_an_optional_focus() {
        let run = |text: &str| input_of(vec![updates::text(text)], false, "m").unwrap();
        assert_eq!(run("/compact"), Input::Compact { focus: None });
        assert_eq!(run("  /compact  the parser \n"), Input::Compact { focus: Some("the parser".into()) });
        // Not the command: another word, or more than the text.
        assert_eq!(text_of(run("/compacted")), "/compacted");
        assert_eq!(text_of(run("please /compact")), "please /compact");
        let link = ContentBlock::ResourceLink(ResourceLink::new("a", "file:///a"));
        assert!(matches!(input_of(vec![updates::text("/compact"), link], false, "m"), Ok(Input::Prompt { .. })));
        // A terminal-only command is refused with what an editor can run.
        let refused = input_of(vec![updates::text("/tree")], false, "m").unwrap_err();
        assert!(refused.message.contains("/compact"), "{refused:?}");
        assert_eq!(text_of(run("/etc/hosts is what?")), "/etc/hosts is what?");
    }

    #[test]
    fn images_go_along_when_the_model_sees_them() {
        let png = ContentBlock::Image(ImageContent::new(nub_llm::base64::encode(b"\x89PNG"), "image/png"));
        let made = input_of(vec![updates::text("what is it?"), png.clone()], true, "m").unwrap();
        let image = Image { media_type: "image/png".into(), data: b"\x89PNG".to_vec() };
        assert_eq!(made, Input::PromptWithImages { text: "what is it?".into(), images: vec![image] });

        let refused = input_of(vec![png], false, "small-model").unwrap_err();
        assert!(refused.message.contains("small-model cannot see images"), "{refused:?}");
        let tiff = ContentBlock::Image(ImageContent::new("AAAA", "image/tiff"));
        assert!(input_of(vec![tiff], true, "m").unwrap_err().message.contains("image/tiff"));
        let broken = ContentBlock::Image(ImageContent::new("**", "image/png"));
        assert!(input_of(vec![broken], true, "m").unwrap_err().message.contains("base64"));
    }

    #[test]
    fn an_attached_image_file_is_an_image_where_the_model_sees_them() {
        let blob =
            BlobResourceContents::new(nub_llm::base64::encode(b"GIF89a"), "file:///r/a.gif").mime_type("image/gif");
        let file = ContentBlock::Resource(EmbeddedResource::new(EmbeddedResourceResource::BlobResourceContents(blob)));
        let image = Image { media_type: "image/gif".into(), data: b"GIF89a".to_vec() };
        let made = input_of(vec![file.clone()], true, "m").unwrap();
        assert_eq!(made, Input::PromptWithImages { text: "(image /r/a.gif attached)".into(), images: vec![image] });
        assert_eq!(text_of(input_of(vec![file], false, "m").unwrap()), "(binary attachment /r/a.gif left out)");
    }
}
